// The slot titles' game page.
import { startPlayPage } from '../play-page.ts';
import { slotGame } from '../slot/slot-game.ts';

void startPlayPage(slotGame);
