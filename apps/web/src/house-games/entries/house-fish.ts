// The fish shooter's game page.
import { fishGame } from '../fish/fish-game.ts';
import { startPlayPage } from '../play-page.ts';

startPlayPage(fishGame);
