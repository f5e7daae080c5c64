/**
 * A person's real name as on the ID card (issues 20 and 21 share this one module): real-name verification and the
 * anchor registration form check it the same way. A real name is personal data: never in URLs, analytics or error
 * reports; shown masked once submitted (`maskName`).
 */

export type NameProblem = 'empty' | 'format';

/** A real name as on the ID card: trimmed, 2–30 letters (CJK or Latin), with `·`/`•`, spaces or dots inside. */
export function checkRealName(input: string): { name: string } | { problem: NameProblem } {
  const name = input.normalize('NFKC').trim().replace(/\s+/g, ' ');
  if (!name) return { problem: 'empty' };
  const letters = name.replace(/[\s.·•]/g, '');
  if (letters.length < 2 || name.length > 30 || !/^\p{L}[\p{L}\s.·•]*\p{L}$/u.test(name)) return { problem: 'format' };
  return { name };
}

/** How a submitted name is shown: the first and last characters, the rest starred (`王*明`, `陳*`). */
export function maskName(name: string): string {
  const characters = Array.from(name); // code points: a name outside the BMP keeps its characters whole
  if (characters.length <= 2) return `${characters[0] ?? ''}*`;
  return `${characters[0]}${'*'.repeat(characters.length - 2)}${characters.at(-1)}`;
}
