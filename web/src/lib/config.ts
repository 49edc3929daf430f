/** Runtime configuration, read once from Vite's env. */
export const config = {
  apiUrl: (import.meta.env.VITE_API_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
} as const;
