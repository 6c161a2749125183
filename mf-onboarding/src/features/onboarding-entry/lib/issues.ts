/** The first message of each top-level field of a failed zod parse. */
export function firstIssueByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in messages)) messages[key] = issue.message;
  }
  return messages;
}
