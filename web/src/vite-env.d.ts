/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Live order updates' WebSocket, e.g. ws://localhost:3001 */
  readonly VITE_SOCKET_URL?: string;
  /** Where uploaded photos are read from (`npm start`: s3rver's bucket address); the site itself in the cloud. */
  readonly VITE_PHOTOS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
