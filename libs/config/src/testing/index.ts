export { makeTestConfiguration, minimalConfiguration, SIX_LANGUAGES } from './fixtures';
