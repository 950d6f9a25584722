// The framework. See the README.
