/**
 * The stubbed answer for a call: the key `METHOD path` matched exactly or by its longest prefix
 * (`'GET /api/client/'` answers every client), as the tests' fetch stubs route their calls.
 */
export function answerFor<A>(
  answers: Readonly<Record<string, A>>,
  call: { method: string; path: string },
): A | undefined {
  const key = `${call.method} ${call.path}`;
  const match = Object.keys(answers)
    .filter((prefix) => key === prefix || key.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0];
  return match === undefined ? undefined : answers[match];
}
