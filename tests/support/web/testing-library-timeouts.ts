import { configure } from '@testing-library/dom';

/**
 * `findBy…` and `waitFor` give up after 1 s by default. The whole suite runs on two cores beside dynalite
 * stacks, where a dialog's first render (lazy chunks, MUI's transitions) has been seen to take longer, so a
 * test failed that a user would not have noticed; 5 s is still far below the test timeout.
 */
configure({ asyncUtilTimeout: 5_000 });
