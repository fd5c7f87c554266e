export * from './head';
export { useHead } from './useHead';
