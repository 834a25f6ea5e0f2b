// The live tables' game page (roulette, sic bo, dragon tiger, baccarat): one page for every table.
import { startTablePage } from '../table/table-page.ts';

void startTablePage();
