// The public verify page.
import { startVerifyPage } from '../verify-page.ts';

void startVerifyPage();
