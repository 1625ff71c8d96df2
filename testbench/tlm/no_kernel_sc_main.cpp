// For test executables that link the engine's library but never start the SystemC kernel:
// libsystemc.so's own main() refers to sc_main, and a build that keeps the library linked
// (the sanitizer build does) fails to load without one. GoogleTest's main runs the tests.
int sc_main(int, char**) { return 1; }
