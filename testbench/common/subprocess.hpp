// Running a command line from a test: the tests of the tools (doar-sim, ...) start them as
// child processes because SystemC elaborates once per process. One runner for all of them.
#pragma once
#include <sys/wait.h>

#include <cstdio>
#include <string>

namespace doar::test {

struct CommandRun {
  int status = -1;  // the exit status; -1 when the command could not start or did not exit
  std::string out;  // stdout and stderr together, in the order written
};

// Runs `command` through /bin/sh with stderr sent to stdout (" 2>&1" is appended, so any
// redirection in `command` comes first) and collects the whole output.
inline CommandRun run_command(const std::string& command) {
  const std::string cmd = command + " 2>&1";
  CommandRun r;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  const int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

// A tool's name as a GoogleTest parameter name (letters, digits and '_' only): doar-sim ->
// doar_sim, for the suites instantiated once per tool.
inline std::string tool_test_name(std::string tool) {
  for (char& ch : tool)
    if (ch == '-') ch = '_';
  return tool;
}

}  // namespace doar::test
