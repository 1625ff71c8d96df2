// A file under the test's temporary directory with the given text, removed at scope exit.
#pragma once
#include <cstdio>
#include <fstream>
#include <string>
#include <unistd.h>

namespace doar::test {

class TempFile {
 public:
  explicit TempFile(const std::string& text) {
    static int counter = 0;
    path_ = "/tmp/updown_test_" + std::to_string(::getpid()) + "_" + std::to_string(counter++) + ".graph";
    std::ofstream(path_) << text;
  }
  ~TempFile() { std::remove(path_.c_str()); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace doar::test
