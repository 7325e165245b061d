/**
 * `compute` remembered for the last `kept` distinct inputs (then forgotten all at once): for
 * pure functions that a flood of beacons calls with a few inputs over and over (a user agent's
 * isbot verdict, a referrer's host).
 */
export function rememberRecent<T>(compute: (input: string) => T, kept = 1000): (input: string) => T {
  const answers = new Map<string, T>();
  return (input) => {
    if (answers.has(input)) return answers.get(input) as T;
    const answer = compute(input);
    if (answers.size >= kept) answers.clear();
    answers.set(input, answer);
    return answer;
  };
}
