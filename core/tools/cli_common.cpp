#include "cli_common.hpp"

#include <iostream>

namespace po = boost::program_options;

namespace doar::cli {

int run(const char* tool, const std::function<int()>& body) {
  try {
    return body();
  } catch (const po::error& e) {
    std::cerr << tool << ": error: " << e.what() << " (see --help)\n";
    return 2;
  } catch (const std::invalid_argument& e) {
    std::cerr << tool << ": error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << tool << ": internal error: " << e.what() << "\n";
    return 1;
  }
}

bool parse(int argc, char** argv, const po::options_description& desc, po::variables_map& vm,
           const std::string& usage) {
  po::store(po::command_line_parser(argc, argv).options(desc).run(), vm);
  if (vm.count("help")) {
    std::cout << usage << "\n\n" << desc << "\n";
    return false;
  }
  po::notify(vm);
  return true;
}

Dragonfly make_dfly(const std::string& text) { return Dragonfly(parse_dfly(text)); }

std::vector<std::string> split_list(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : text) {
    if (c == sep) {
      out.push_back(cur);
      cur.clear();
    } else {
      cur.push_back(c);
    }
  }
  if (!cur.empty() || !out.empty()) out.push_back(cur);
  return out;
}

int to_int(const std::string& text, const std::string& what) {
  if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos) {
    throw UsageError("malformed " + what + " '" + text + "'");
  }
  return std::stoi(text);
}

std::string json_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    if (c == '"' || c == '\\') {
      o.push_back('\\');
      o.push_back(c);
    } else if (static_cast<unsigned char>(c) < 0x20) {
      o += "\\u00";
      const char* hex = "0123456789abcdef";
      o.push_back(hex[(c >> 4) & 0xF]);
      o.push_back(hex[c & 0xF]);
    } else {
      o.push_back(c);
    }
  }
  return o;
}

}  // namespace doar::cli
