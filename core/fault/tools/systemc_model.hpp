// doar-fault --model systemc: runs doar-fault-sc (the pin-cycle SystemC fault units, which
// check themselves against core) as a child process and reads its figures back. core/ does
// not link SystemC, and SystemC elaborates once per process, so the units live in their own
// executable; doar-fault looks for it in its own directory (/proc/self/exe).
#pragma once
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "fault_report.hpp"

namespace doar::fault::systemc_model {

constexpr const char* kTool = "doar-fault-sc";

// doar-fault-sc beside the running executable; UsageError when it is not there.
inline std::string find_tool() {
  char buf[PATH_MAX];
  const ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) throw cli::UsageError("--model systemc: cannot read /proc/self/exe to find " + std::string(kTool));
  std::string dir(buf, static_cast<std::size_t>(n));
  dir = dir.substr(0, dir.rfind('/') + 1);
  const std::string path = dir + kTool;
  if (access(path.c_str(), X_OK) != 0) {
    throw cli::UsageError("--model systemc needs " + path + " (build the doar-fault-sc target)");
  }
  return path;
}

struct ChildRun {
  int status = -1;  // exit status; -1 when the child did not exit normally
  std::string out, err;
};

// Runs `path` with `args` (no shell), stdout and stderr captured separately. The SystemC
// banner is switched off in the child so that stderr holds only the tool's own messages.
inline ChildRun run_child(const std::string& path, const std::vector<std::string>& args) {
  int out_pipe[2], err_pipe[2];
  if (pipe(out_pipe) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  if (pipe(err_pipe) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  std::vector<std::string> argv_text{path};
  argv_text.insert(argv_text.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& a : argv_text) argv.push_back(a.data());
  argv.push_back(nullptr);
  const pid_t pid = fork();
  if (pid < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  if (pid == 0) {
    dup2(out_pipe[1], STDOUT_FILENO);
    dup2(err_pipe[1], STDERR_FILENO);
    close(out_pipe[0]);
    close(out_pipe[1]);
    close(err_pipe[0]);
    close(err_pipe[1]);
    setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 1);
    execv(path.c_str(), argv.data());
    const std::string msg = std::string(kTool) + ": error: cannot run " + path + ": " + std::strerror(errno) + "\n";
    if (write(STDERR_FILENO, msg.data(), msg.size()) < 0) _exit(127);
    _exit(127);
  }
  close(out_pipe[1]);
  close(err_pipe[1]);
  ChildRun r;
  pollfd fds[2] = {{out_pipe[0], POLLIN, 0}, {err_pipe[0], POLLIN, 0}};
  std::string* sink[2] = {&r.out, &r.err};
  int open_fds = 2;
  char buf[4096];
  while (open_fds > 0) {
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error(std::string("poll: ") + std::strerror(errno));
    }
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      const ssize_t n = read(fds[i].fd, buf, sizeof buf);
      if (n > 0) {
        sink[i]->append(buf, static_cast<std::size_t>(n));
      } else if (n == 0 || errno != EINTR) {
        close(fds[i].fd);
        fds[i].fd = -1;
        --open_fds;
      }
    }
  }
  int st = 0;
  while (waitpid(pid, &st, 0) < 0) {
    if (errno != EINTR) throw std::runtime_error(std::string("waitpid: ") + std::strerror(errno));
  }
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

// A field of doar-fault-sc's JSON object, by name and of the kind expected: a missing field
// or one of another kind is an error naming the child.
template <class T>
T field(const nlohmann::json& j, const std::string& key) {
  const auto it = j.find(key);
  const bool ok = it != j.end() && (std::is_same_v<T, bool> ? it->is_boolean() : it->is_number_unsigned());
  if (!ok) throw std::runtime_error(std::string(kTool) + " output lacks \"" + key + "\" (or it is of another kind)");
  return it->template get<T>();
}

// The figures of one doar-fault-sc run. Its exit status 2 (bad input, or what the units do not
// implement) becomes a UsageError carrying the child's message; 0 (agrees with core) and 1
// (does not) both give figures.
struct Figures {
  PhaseStats diagnosis, recovery;
  bool restored = false;
  report::SystemcCheck check;
};

inline Figures run(const std::vector<std::string>& args, bool recover) {
  const std::string path = find_tool();
  const ChildRun c = run_child(path, args);
  if (c.status == 2) {
    std::string msg = c.err.substr(0, c.err.find('\n'));
    const std::string prefix = std::string(kTool) + ": error: ";
    if (msg.compare(0, prefix.size(), prefix) == 0) msg = msg.substr(prefix.size());
    throw cli::UsageError("--model systemc: " + msg);
  }
  if (c.status != 0 && c.status != 1) {
    throw std::runtime_error(std::string(kTool) + " exited with status " + std::to_string(c.status) + ": " +
                             c.err.substr(0, c.err.find('\n')));
  }
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(c.out);
  } catch (const nlohmann::json::exception&) {
    throw std::runtime_error(std::string(kTool) + " printed no JSON object");
  }
  if (!j.is_object()) throw std::runtime_error(std::string(kTool) + " printed no JSON object");
  Figures f;
  f.diagnosis.cycles = field<std::uint64_t>(j, "diagnosis_cycles");
  f.diagnosis.fd_packets = field<int>(j, "fd_packets");
  f.diagnosis.commands = field<int>(j, "diagnosis_commands");
  f.check.table_mismatches_diagnosis = field<int>(j, "table_mismatches_diagnosis");
  if (recover) {
    f.recovery.cycles = field<std::uint64_t>(j, "recovery_cycles");
    f.recovery.fr_packets = field<int>(j, "fr_packets");
    f.recovery.commands = field<int>(j, "recovery_commands");
    f.check.table_mismatches_recovery = field<int>(j, "table_mismatches_recovery");
    f.restored = field<bool>(j, "tables_restored");
  }
  f.check.stats_match_core = field<bool>(j, "stats_match_core");
  f.check.agrees_with_core = field<bool>(j, "agrees_with_core");
  f.check.bench_cycles = field<std::uint64_t>(j, "bench_cycles");
  if (f.check.agrees_with_core != (c.status == 0)) {
    throw std::runtime_error(std::string(kTool) + " exit status " + std::to_string(c.status) +
                             " contradicts its agrees_with_core");
  }
  return f;
}

}  // namespace doar::fault::systemc_model
