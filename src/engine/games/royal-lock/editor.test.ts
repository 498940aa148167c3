import { describeEditorContract } from '../../testing/editor-suite';
import { royalLock } from './index';

describeEditorContract(royalLock, {
  configs: [
    { seats: 1, options: { reach: 'own-space', redDeckOut: 'reshuffle' } },
    { seats: 2, options: { reach: 'any-space', redDeckOut: 'loss' } },
  ],
  games: 40,
  botShare: 0.5,
});
