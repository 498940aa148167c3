/** The engine's public surface for the app, the CLI and the tests. */
export * from './core/annotations';
export * from './core/cards';
export * from './core/editor';
export * from './core/game';
export * from './core/hash';
export * from './core/quote';
export * from './core/ledger';
export * from './core/redeal';
export * from './core/record';
export * from './core/replay-file';
export * from './core/rng';
export * from './core/setup-choice';
export { GAMES, findGame } from './games';
