/** The summariser's call, named once: its route, and the body limit that differs for it (server/security). */
export const GENERATE_PATH = '/api/summaries/generate';
