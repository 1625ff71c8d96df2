// For test executables that link the engine's library but never start the SystemC kernel:
// libsystemc.so's own main() refers to sc_main, and a build that keeps the library linked
// (the sanitizer build does, and so does any test that calls validate(), which lives beside
// run_point) fails to link or load without one. GoogleTest's main runs the tests. C linkage,
// as SystemC declares it (sc_externs.h): a C++ sc_main would not satisfy the library.
extern "C" int sc_main(int, char**) { return 1; }
