// Stand-in for an optional package that is not installed (see missing-optional-deps.cjs).
module.exports = {};
