// Lint of the web page's JavaScript (npm run check; ./mvnw verify runs it on the Node pinned in pom.xml).
import js from '@eslint/js';
import globals from 'globals';

export default [
  js.configs.recommended,
  {
    files: ['src/main/resources/web/**/*.js'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser } },
  },
];
