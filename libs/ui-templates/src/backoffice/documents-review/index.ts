// The back office's documents review part: components, styles and texts (namespace `backoffice`, key `review`).
export {};
