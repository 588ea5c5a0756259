// Imported dynamically (router.tsx, account-menu.tsx): Vite loads the sheet before the module
// resolves, so a page never renders before the components it uses are styled.
import './bootstrap-components.scss';
