// Stands for a CommonJS dependency (google-gax is one) that calls `require` and reads `__dirname` as it loads.
const path = require('node:path');

module.exports = { directory: path.basename(__dirname), file: path.basename(__filename) };
