declare const dependency: { directory: string; file: string };
export = dependency;
