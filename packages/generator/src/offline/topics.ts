import type { DocumentModel } from './document-model.ts';

/** The document's own topic (BuildContext.topics): named in its first title, on 40% of its pages. */
export function documentTopics(model: DocumentModel): Set<string> {
  const first = model.layouts.find((l) => l.title !== '');
  let title = first?.title.toLowerCase() ?? '';
  // 'Chapter 4' over 'Sound': the chapter's name is the line after its number.
  const name = first?.units[1]?.text ?? '';
  if (
    /^(?:chapter|lecture|unit|part|week|module|topic)\s+\d+[.:]?$/.test(title) &&
    name.split(/\s+/).length <= 4
  )
    title = `${title} ${name.toLowerCase()}`;
  const titleWords = new Set(title.split(/[^\p{L}\p{N}]+/u));
  const pages = model.layouts.filter((l) => !l.skip).length;
  const topics = new Set<string>();
  for (const term of model.terms.values())
    if (
      term.pages.size >= Math.max(3, 0.4 * pages) &&
      term.text
        .toLowerCase()
        .split(/\s+/)
        .every((w) => titleWords.has(w))
    )
      topics.add(term.key);
  return topics;
}
