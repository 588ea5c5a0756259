/**
 * Query keys of course data, shared by the community, course and dashboard pages so that a
 * change on one page refreshes the others. Everything starts with 'courses'.
 */
export const courseKeys = {
  all: ['courses'] as const,
  lists: ['courses', 'list'] as const,
  list: (query: string) => ['courses', 'list', query] as const,
  one: (id: string) => ['courses', 'one', id] as const,
  dashboard: ['courses', 'dashboard'] as const,
};
