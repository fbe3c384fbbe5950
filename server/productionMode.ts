// Imported first by the server and the export: React (which the server's renderer of readers' pages loads) and other
// libraries choose their production builds by NODE_ENV, and without it render with their development checks, about
// twice as slowly (the export's profile: a third of its time in react-jsx-runtime.development.js). Set NODE_ENV to
// something else to run them in development.
process.env.NODE_ENV ||= 'production';
