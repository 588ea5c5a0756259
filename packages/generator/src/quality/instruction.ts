/**
 * An item-writing flaw that lab sheets are full of (issue 12, judged on unseen lab manuals), kept
 * apart from the other rules in `item-flaws.ts` for its size.
 */
const BLANK = /_{3,}/;

/**
 * A blank in the text's own instruction or question, not in a fact: a lab step or a task ('Click
 * on START to draw the ______.', 'Procedure: right click on CH1 to calculate the ______.', 'Change
 * SQR1 to 500 …') or a question the text asks its reader without its question mark ('How does it
 * compare with the ______ of light …'). A verb opens it, then what it acts on; 'Stop codons' and
 * 'Use of …' are subjects. A question written as one ('Find the current through …') is no blank.
 */
const INSTRUCTION_VERB =
  /^(?:(?:right|left|double)[- ])?(?:click|press|select|connect|set|measure|plot|place|use|observe|record|repeat|change|enter|open|choose|draw|calculate|compute|find|solve|write|try|check|compare|verify|take|put|keep|remove|insert|turn|switch|adjust|vary|apply|start|stop|run|type|save|load|install|see|refer|go|look|increase|decrease|reduce|disable|enable|drag|move|hold|wait|listen|watch|fill|add|replace|follow)\s+(?:\p{L}+ly\s+)?(?:and \p{L}+\s+)?(\S+)/iu;
const ACTED_ON =
  /^(?:the|a|an|a\(n\)|this|these|that|those|it|them|one|all|each|every|your|its|their|on|at|to|off|up|down|out|into|onto|from|over)$|^(?:\d|_{3,}|\p{Lu}(?!\p{Ll}))/u;
/** A step's label, advice on doing it well, or what it needs ('A(n) ______ and two wires are required.'). */
const LAB_STEP =
  /^(?:(?:experimental )?procedure|step \d+|task|instructions?)\s*:|^for (?:better|best|more accurate|accurate|good) (?:results|accuracy|readings)\b|\b(?:is|are) (?:also )?(?:required|needed)\.$/i;
const ASKS =
  /^(?:how|what|why|which|who|whom|whose|where|when)\s+(?:do|does|did|is|are|was|were|can|could|will|would|should|shall|may|might|must|has|have|had)\b/i;
export const instruction = ({
  question,
  answer,
}: {
  question: string;
  answer: string;
}): boolean => {
  // Only a sentence taken from the text: a written question may well ask 'Find the current …'.
  if (!BLANK.test(question)) return false;
  // A step may carry its label ('Procedure: right click …'), or open with the blank.
  const step = question
    .replace(/^_{3,}/, answer)
    .replace(/^\p{Lu}[\p{Ll}-]*(?: \p{L}+){0,2}:\s+/u, '');
  const next = INSTRUCTION_VERB.exec(step)?.[1];
  return (
    (next !== undefined && ACTED_ON.test(next)) || LAB_STEP.test(question) || ASKS.test(question)
  );
};
