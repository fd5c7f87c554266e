/** The rules module's public API. */
export { RulesModule } from './rules.module.js';
