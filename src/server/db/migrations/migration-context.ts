/** What a migration may know about where it runs; migrations import nothing else of the application. */
export type MigrationContext = { dialect: 'sqlite' | 'postgres' }
