import { Logo } from '../components/logo.tsx';
import { useVisitor } from '../features/account/api.ts';

/** The brand on phones, where the top bar is hidden (theme.css shows it at 768 px or less). */
export function PhoneHeader() {
  const visitor = useVisitor();
  return (
    <header className="phone-header" data-testid="phone-header">
      <Logo size={28} />
      <span>Halaqa</span>
      {visitor.kind === 'guest' && <span className="ms-auto small fw-normal">Guest</span>}
    </header>
  );
}
