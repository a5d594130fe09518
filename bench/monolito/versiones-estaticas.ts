/** The monolith has no remotes.json to read again: a navigation never waits for it. */
export const revisarVersiones = async (): Promise<boolean> => false;
