#include "sweep.hpp"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <iostream>
#include <string>
#include "report.hpp"

namespace doar::net {

std::vector<double> sweep_rates(double from, double to, double step) {
  // Written so that NaN fails every test (a comparison with NaN is false).
  if (!(step > 0) || !std::isfinite(step)) throw std::invalid_argument("--sweep STEP must be a number > 0");
  if (!(from >= 0 && to <= 1.0 && from <= to)) throw std::invalid_argument("--sweep needs 0 <= FROM <= TO <= 1");
  std::vector<double> r;
  // The count as a double first: a tiny STEP would overflow the integer conversion.
  const double count = std::floor((to - from) / step + 1e-9);
  if (!(count <= 1000)) throw std::invalid_argument("--sweep gives more than 1000 points");
  const long n = std::lround(count);
  for (long i = 0; i <= n; ++i) r.push_back(std::round((from + i * step) * 1e9) / 1e9);
  return r;
}

namespace {

struct Worker {
  pid_t pid = -1;
  int fd = -1;
  std::size_t index = 0;
  std::string out;
};

Worker launch(const SimConfig& base, double rate, std::size_t index) {
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error("pipe failed");
  std::cout.flush();
  std::cerr.flush();
  const pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("fork failed");
  if (pid == 0) {
    close(fds[0]);
    std::string msg;
    try {
      SimConfig c = base;
      c.rate = rate;
      msg = "OK\n" + serialize(run_point(c));
    } catch (const DeadlockError& e) {
      msg = std::string("ERR 3\n") + e.what();
    } catch (const std::invalid_argument& e) {
      msg = std::string("ERR 2\n") + e.what();
    } catch (const std::exception& e) {
      msg = std::string("ERR 1\n") + e.what();
    }
    std::size_t off = 0;
    while (off < msg.size()) {
      const ssize_t w = write(fds[1], msg.data() + off, msg.size() - off);
      if (w <= 0) break;
      off += static_cast<std::size_t>(w);
    }
    close(fds[1]);
    _exit(0);
  }
  close(fds[1]);
  Worker w;
  w.pid = pid;
  w.fd = fds[0];
  w.index = index;
  return w;
}

}  // namespace

std::vector<PointResult> run_sweep(const SimConfig& base, const std::vector<double>& rates, int jobs,
                                   bool progress) {
  std::vector<PointResult> res(rates.size());
  std::vector<bool> done(rates.size(), false);
  std::size_t next = 0, first_sat = rates.size();
  std::vector<Worker> running;
  auto stop_above = [&](std::size_t limit) {
    for (auto it = running.begin(); it != running.end();) {
      if (it->index > limit) {
        kill(it->pid, SIGKILL);
        waitpid(it->pid, nullptr, 0);
        close(it->fd);
        it = running.erase(it);
      } else {
        ++it;
      }
    }
  };
  std::size_t finished = 0;
  while (true) {
    while (static_cast<int>(running.size()) < jobs && next < rates.size() && next <= first_sat) {
      running.push_back(launch(base, rates[next], next));
      ++next;
    }
    if (running.empty()) break;
    std::vector<pollfd> pf;
    for (const auto& w : running) pf.push_back({w.fd, POLLIN, 0});
    if (poll(pf.data(), pf.size(), -1) < 0) continue;
    for (std::size_t i = 0; i < pf.size(); ++i) {
      if (!(pf[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      Worker& w = running[i];
      char buf[65536];
      const ssize_t n = read(w.fd, buf, sizeof buf);
      if (n > 0) {
        w.out.append(buf, static_cast<std::size_t>(n));
        continue;
      }
      // End of output: the worker is done.
      close(w.fd);
      w.fd = -1;
      int status = 0;
      waitpid(w.pid, &status, 0);
      if (w.out.rfind("OK\n", 0) != 0) {
        const int code = w.out.rfind("ERR ", 0) == 0 ? w.out[4] - '0' : 1;
        const std::size_t nl = w.out.find('\n');
        const std::string what = nl == std::string::npos ? "sweep worker died" : w.out.substr(nl + 1);
        for (auto& o : running) {
          if (o.fd >= 0) {
            kill(o.pid, SIGKILL);
            waitpid(o.pid, nullptr, 0);
            close(o.fd);
          }
        }
        throw WorkerError(code, "rate " + std::to_string(rates[w.index]) + ": " + what);
      }
      res[w.index] = deserialize(w.out.substr(3));
      done[w.index] = true;
      ++finished;
      const PointResult& r = res[w.index];
      if (progress) {
        char line[256];
        std::snprintf(line, sizeof line, "[%zu/%zu] %s %s rate %.3f: accepted %.3f latency %.1f%s (%.1f s)\n",
                      finished, rates.size(), base.routing.c_str(), base.traffic.c_str(), r.offered, r.accepted,
                      r.latency, r.saturated ? " SATURATED" : "", r.wall_seconds);
        std::cerr << line;
      }
      if (r.saturated && w.index < first_sat) first_sat = w.index;
    }
    for (auto it = running.begin(); it != running.end();) {
      if (it->fd < 0) it = running.erase(it);
      else ++it;
    }
    if (first_sat < rates.size()) stop_above(first_sat);
  }
  std::vector<PointResult> out;
  for (std::size_t i = 0; i < rates.size() && i <= first_sat; ++i) {
    if (done[i]) out.push_back(res[i]);
  }
  return out;
}

}  // namespace doar::net
