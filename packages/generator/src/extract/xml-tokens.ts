export type XmlToken =
  | { type: 'open'; name: string; attributes: string; selfClosing: boolean }
  | { type: 'close'; name: string }
  | { type: 'text'; text: string };

// OOXML parts are machine-written and regular: tags, text and the odd comment, CDATA or
// processing instruction. A scanner over them is all the reading we need.
const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<[?!][^>]*>|<(\/?)([\w:.-]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|([^<]+)/gu;

/** The tags and text of an XML document, in order. */
export function* xmlTokens(xml: string): Generator<XmlToken> {
  for (const match of xml.matchAll(TOKEN)) {
    const [, cdata, slash, name, attributes, selfClosing, text] = match;
    if (cdata !== undefined) yield { type: 'text', text: cdata };
    else if (text !== undefined) yield { type: 'text', text: decodeEntities(text) };
    else if (name === undefined) continue;
    else if (slash) yield { type: 'close', name };
    else
      yield { type: 'open', name, attributes: attributes ?? '', selfClosing: selfClosing === '/' };
  }
}

export function attribute(attributes: string, name: string): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const match = new RegExp(`(?:^|\\s)${escaped}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'u').exec(
    attributes,
  );
  const value = match?.[1] ?? match?.[2];
  return value === undefined ? undefined : decodeEntities(value);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/giu, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[body] ?? entity;
  });
}
