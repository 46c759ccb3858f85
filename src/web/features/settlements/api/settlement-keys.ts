/** The settlement screens' own cache keys: collaborators, their settlements, the splits and the agency's net. */
export const settlementKeys = {
  all: ["settlements"] as const,
  collaborators: ["settlements", "collaborators"] as const,
  settlement: (collaboratorId: string, from: string, to: string) =>
    ["settlements", "settlement", collaboratorId, from, to] as const,
  splits: (path: string) => ["settlements", "splits", path] as const,
  net: (from: string, to: string) => ["settlements", "net", from, to] as const,
  thirdParties: (year: number) => ["settlements", "third-parties", year] as const,
  statement: (year: number) => ["settlements", "statement", year] as const,
};
