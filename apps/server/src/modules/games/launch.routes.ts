import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { launchGame } from './launch.service.ts';

export function registerLaunchRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.launchGame, ({ session, query, merchantConfig, request }) => {
    const gameId = query.gameId ?? query.roomId;
    if (!gameId) throw new AppError('request.invalid', 'gameId is required');
    const language = query.language ?? (typeof request.headers.language === 'string' ? request.headers.language : undefined);
    return launchGame(ctx, { session: session!, gameId, cdns: merchantConfig.launchGameCDNs, scale: merchantConfig.currency.scale, language: language?.toUpperCase() });
  });
}
