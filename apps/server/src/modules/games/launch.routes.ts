import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { launchGame } from './launch.service.ts';

export function registerLaunchRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.launchGame, ({ session, query, merchantConfig, request }) => {
    const isLottoMode = query.launchMode?.toUpperCase() === 'LOTT';
    const gameId = query.gameId ?? query.roomId ?? 0;
    // The lottery lobby launch may name no catalogue game: a prize mode's lobby, or a game by its lottery code.
    if (!gameId && !isLottoMode) throw new AppError('request.invalid', 'gameId is required');
    const language =
      query.language ?? (typeof request.headers.language === 'string' ? request.headers.language : undefined);
    return launchGame(ctx, {
      session: session!,
      gameId,
      cdns: merchantConfig.launchGameCDNs,
      scale: merchantConfig.currency.scale,
      language: language?.toUpperCase(),
      roomId: query.gameId ? undefined : query.roomId,
      lotto: {
        isLottoMode,
        gameCode: query.lottoGameCode?.toUpperCase(),
        prizeMode: query.lottoPrizeMode,
        view: query.lottoView,
      },
    });
  });
}
