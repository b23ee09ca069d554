module.exports = {
  displayName: 'ui-templates',
  preset: '../../jest.preset.js',
  transform: {
    '^(?!.*\\.(js|jsx|ts|tsx|css|json)$)': '@nx/react/plugins/jest',
    '^.+\\.[cm]?[tj]sx?$': require('../../tools/jest/swc-transform.cjs'),
  },
  // Storybook 10 ships ES modules only: compile them for Jest so that stories run through composeStories.
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook|culori)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs'],
  coverageDirectory: 'test-output/jest/coverage',
};
