/** Query keys of the promotions desk, under the desk-wide 'ops' prefix. */
export const promotionKeys = {
  list: ['ops', 'promotions'] as const,
  applications: ['ops', 'promotionApplications'] as const,
  applicationPage: (page: number, status: string) => ['ops', 'promotionApplications', page, status] as const,
  applicationImage: (imageId: number) => ['ops', 'promotionImage', imageId] as const,
};
