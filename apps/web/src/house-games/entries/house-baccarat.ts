// Virtual baccarat's game page.
import { baccaratGame } from '../baccarat/baccarat-game.ts';
import { startPlayPage } from '../play-page.ts';

void startPlayPage(baccaratGame);
