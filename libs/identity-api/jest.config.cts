module.exports = {
  displayName: 'identity-api',
  preset: '../../jest.preset.js',
  transform: {
    '^(?!.*\\.(js|jsx|ts|tsx|mjs|css|json)$)': '@nx/react/plugins/jest',
    '^.+\\.m?[tj]sx?$': require('../../tools/jest/swc-transform.cjs'),
  },
  // msw 2 depends on ESM-only packages.
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@mswjs|msw|outvariant|strict-event-emitter|headers-polyfill|@open-draft)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs'],
  coverageDirectory: 'test-output/jest/coverage',
};
