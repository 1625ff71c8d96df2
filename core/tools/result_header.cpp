#include "result_header.hpp"

#include <cctype>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <vector>
#include "cli_common.hpp"
#include "cli_vocabulary.hpp"
#include "version.hpp"

namespace po = boost::program_options;

namespace doar::cli {

namespace {

template <class T>
bool put(const boost::any& a, nlohmann::ordered_json& out) {
  if (const T* v = boost::any_cast<T>(&a)) {
    out = *v;
    return true;
  }
  return false;
}

// A typed option value as JSON. The types are those the tools' options use; an option of
// another type is a programming error that the header test of every tool catches.
nlohmann::ordered_json any_to_json(const boost::any& a, const std::string& name) {
  nlohmann::ordered_json j;
  if (put<std::string>(a, j) || put<int>(a, j) || put<double>(a, j) || put<bool>(a, j) || put<unsigned>(a, j) ||
      put<long>(a, j) || put<long long>(a, j) || put<unsigned long>(a, j) || put<unsigned long long>(a, j) ||
      put<float>(a, j) || put<std::vector<std::string>>(a, j) || put<std::vector<int>>(a, j) ||
      put<std::vector<double>>(a, j)) {
    return j;
  }
  throw std::logic_error("option --" + name + " has a type the result header does not record");
}

bool is_flag(const po::option_description& o) { return o.semantic()->max_tokens() == 0; }

// An option's value as the token(s) the command line would carry. Numbers print in the
// shortest form that reads back to the same double (the JSON library's), so a re-run gets
// the recorded value bit for bit.
std::vector<std::string> tokens_of(const nlohmann::json& v, const std::string& name, const std::string& path) {
  if (v.is_string()) return {v.get<std::string>()};
  if (v.is_boolean()) return {v.get<bool>() ? "true" : "false"};
  if (v.is_number()) return {v.dump()};
  if (v.is_array()) {
    std::vector<std::string> out;
    for (const auto& e : v) {
      if (e.is_array() || e.is_object() || e.is_null()) break;
      out.push_back(tokens_of(e, name, path).front());
    }
    if (out.size() == v.size()) return out;
  }
  throw UsageError("--config file " + quote(path) + ": option '" + name + "' has a value of the wrong kind");
}

// The option's current default as JSON text ("null" when it has none).
std::string default_text(const po::option_description& o) {
  boost::any def;
  if (!o.semantic()->apply_default(def)) return "null";
  return any_to_json(def, o.long_name()).dump();
}

void read_json_config(const std::string& path, std::istream& in, const po::options_description& desc,
                      po::variables_map& vm, const std::set<std::string>& may_be_negative) {
  nlohmann::json doc;
  try {
    doc = nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception&) {
    throw UsageError("--config file " + quote(path) + " is not valid JSON");
  }
  const nlohmann::json& config = config_of(doc, path);
  po::parsed_options parsed(&desc);
  for (const auto& [recorded, value] : config.items()) {
    const std::string name = canonical_option(recorded, desc);  // a result saved under an old name
    const po::option_description* o = desc.find_nothrow(name, false);
    if (!o) throw UsageError("--config file " + quote(path) + ": unknown option '" + name + "'");
    if (value.is_null()) continue;  // not given in the recorded run
    if (is_flag(*o)) {
      if (!value.is_boolean()) throw UsageError("--config file " + quote(path) + ": option '" + name + "' must be true or false");
      // A bool_switch records false when off: the same as not giving it.
      if (!value.get<bool>()) continue;
    } else if (value.dump() == default_text(*o)) {
      continue;  // the default: left to the option, so it counts as not given (--dfly vs --topology)
    }
    po::option opt;
    opt.string_key = name;
    if (!is_flag(*o)) opt.value = tokens_of(value, name, path);
    opt.original_tokens = {"--" + name};
    parsed.options.push_back(opt);
  }
  check_parsed(parsed, may_be_negative);
  po::store(parsed, vm);
}

// The 'name = value' lines of `in` with every old option name (cli_vocabulary.hpp) renamed
// to the canonical one; other lines as they are.
std::string canonical_config_lines(std::istream& in, const po::options_description& desc) {
  std::string out, line;
  while (std::getline(in, line)) {
    const std::size_t eq = line.find('=');
    const std::size_t b = line.find_first_not_of(" \t");
    if (eq != std::string::npos && b != std::string::npos && b < eq && line[b] != '#') {
      const std::size_t e = line.find_last_not_of(" \t", eq - 1) + 1;
      const std::string name = line.substr(b, e - b);
      line = line.substr(0, b) + canonical_option(name, desc) + line.substr(e);
    }
    out += line + "\n";
  }
  return out;
}

}  // namespace

const std::set<std::string>& unrecorded_options() {
  static const std::set<std::string> names = {
      "help", "version", "config", "json", "csv", "quiet", "channels", "flows", "fault-report", "timeline", "loss-log",
      "out", "trace", "vcd", "deliveries"};
  return names;
}

nlohmann::ordered_json options_json(const po::options_description& desc, const po::variables_map& vm,
                                    const std::set<std::string>& leave_out) {
  nlohmann::ordered_json out = nlohmann::ordered_json::object();
  for (const auto& o : desc.options()) {
    const std::string& name = o->long_name();
    if (name.empty() || unrecorded_options().count(name) || leave_out.count(name)) continue;
    const auto it = vm.find(name);
    if (is_flag(*o) && (it == vm.end() || !boost::any_cast<bool>(&it->second.value()))) {
      out[name] = it != vm.end();  // a flag without a bool value ("--recover"): given or not
    } else if (it == vm.end() || it->second.empty()) {
      out[name] = nullptr;
    } else {
      out[name] = any_to_json(it->second.value(), name);
    }
  }
  return out;
}

nlohmann::ordered_json result_header(int schema, const po::options_description& desc, const po::variables_map& vm,
                                     const std::set<std::string>& leave_out) {
  nlohmann::ordered_json h;
  h["schema"] = schema;
  h["version"] = doar::version();
  h["config"] = options_json(desc, vm, leave_out);
  return h;
}

std::string one_line(const nlohmann::ordered_json& j) {
  std::string s;
  if (j.is_object()) {
    s = "{";
    bool first = true;
    for (const auto& [k, v] : j.items()) {
      s += (first ? "" : ", ") + nlohmann::ordered_json(k).dump() + ": " + one_line(v);
      first = false;
    }
    return s + "}";
  }
  if (j.is_array()) {
    s = "[";
    for (std::size_t i = 0; i < j.size(); ++i) s += (i ? ", " : "") + one_line(j[i]);
    return s + "]";
  }
  return j.dump();
}

const nlohmann::json& config_of(const nlohmann::json& result, const std::string& path) {
  const nlohmann::json* obj = &result;
  if (result.is_array() && !result.empty()) obj = &result.front();
  if (!obj->is_object() || !obj->contains("config") || !(*obj)["config"].is_object()) {
    throw UsageError("--config file " + quote(path) + " is JSON without a \"config\" object (not a result of a doar tool)");
  }
  return (*obj)["config"];
}

void read_config_file(const std::string& path, const po::options_description& desc, po::variables_map& vm,
                      const std::set<std::string>& may_be_negative) {
  require_regular_file(path, "--config file");
  std::ifstream f(path);
  if (!f) throw UsageError("cannot read --config file " + quote(path));
  // JSON when the first character that is not blank opens an object or an array.
  char first = 0;
  while (f.get(first) && std::isspace(static_cast<unsigned char>(first))) {
  }
  f.clear();
  f.seekg(0);
  if (first == '{' || first == '[') {
    read_json_config(path, f, desc, vm, may_be_negative);
    return;
  }
  po::parsed_options from_file(&desc);
  try {
    std::istringstream lines(canonical_config_lines(f, desc));
    from_file = po::parse_config_file(lines, desc);
  } catch (const po::error& e) {
    throw UsageError("--config file " + quote(path) + ": " + e.what());
  }
  check_parsed(from_file, may_be_negative);
  po::store(from_file, vm);
}

}  // namespace doar::cli
