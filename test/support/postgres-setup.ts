import { setupPostgresTemplate } from './database';

export default setupPostgresTemplate;
