import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../../db/engine.js';
import { migrateToLatest } from '../../db/migrate.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Opens the configured database, brings its schema up to date and closes it when the server stops. */
export default fp(
  async (app: FastifyInstance) => {
    const database = openDatabase(app.config.databaseUrl);
    app.decorate('database', database);
    let applied: string[];
    try {
      applied = await migrateToLatest(database.db);
    } catch (error) {
      await database.close();
      throw error;
    }
    app.addHook('onClose', async () => database.close());
    app.log.info({ database: database.location, engine: database.engine, applied }, 'database ready');
  },
  { name: 'court-database' },
);
