import { describeEditorContract } from '../../testing/editor-suite';
import { royalSuit } from './index';

describeEditorContract(royalSuit, {
  configs: [
    { seats: 2, options: { deck: 'standard' } },
    { seats: 2, options: { deck: 'long', blackRoyal: 'JC', redRoyal: 'KD', topCards: 'open' } },
  ],
  games: 60,
});
