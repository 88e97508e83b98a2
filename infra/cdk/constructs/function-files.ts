import { dirname, join } from 'node:path';

/** A POSIX shell word: `'...'`, any `'` inside closed, escaped and reopened. */
const shellWord = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The bundling hook that copies `files` from the repository into the bundle's folder. */
export function copyFilesHook(files: string[]) {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir: string, outputDir: string) =>
      files.map((file) => {
        const target = join(outputDir, file);
        return `mkdir -p ${shellWord(dirname(target))} && cp ${shellWord(join(inputDir, file))} ${shellWord(target)}`;
      }),
  };
}
