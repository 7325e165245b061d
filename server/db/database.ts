// Placeholder until the database layer lands: keeps the server runnable.
export interface AppDatabase {
  dialect: "sqlite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(_options: { databaseUrl?: string; dataDir: string }): Promise<AppDatabase> {
  return { dialect: "sqlite", ping: async () => {}, close: async () => {} };
}
