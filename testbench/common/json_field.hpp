// Reading a tool's JSON output in a test with nlohmann-json. A test's captured output may
// carry other lines before the JSON (stderr is merged: doar-sim's sweep progress "[1/3] ...",
// a one-line note), so parse_output() takes the first line that parses as a JSON value.
// json_number() is the first field of that name in document order (a result's own fields
// come before its config), and a missing field fails the calling test (returning -1)
// rather than throwing.
#pragma once
#include <gtest/gtest.h>

#include <initializer_list>
#include <sstream>
#include <string>
#include <nlohmann/json.hpp>

namespace doar::test {

using OrderedJson = nlohmann::ordered_json;

// The first JSON value that starts a line of `out`; null (and a test failure) when none does.
inline OrderedJson parse_output(const std::string& out) {
  for (std::size_t i = 0; i < out.size(); i = out.find('\n', i) == std::string::npos ? out.size() : out.find('\n', i) + 1) {
    if (out[i] != '[' && out[i] != '{') continue;
    std::istringstream is(out.substr(i));
    OrderedJson j;
    try {
      is >> j;  // reads one value; what follows it is left alone
      return j;
    } catch (const nlohmann::json::exception&) {
    }
  }
  ADD_FAILURE() << "no JSON in " << out;
  return nullptr;
}

// The first field `name` anywhere in `j`, depth first in document order; nullptr if none.
inline const OrderedJson* find_field(const OrderedJson& j, const std::string& name) {
  if (j.is_object()) {
    for (const auto& [k, v] : j.items()) {
      if (k == name) return &v;
      if (const OrderedJson* f = find_field(v, name)) return f;
    }
  } else if (j.is_array()) {
    for (const auto& v : j) {
      if (const OrderedJson* f = find_field(v, name)) return f;
    }
  }
  return nullptr;
}

// Not on a temporary: the pointer would outlive it (use json_field()).
const OrderedJson* find_field(OrderedJson&& j, const std::string& name) = delete;

// A copy of the first field `name` in the JSON of `out`; null when there is none.
inline OrderedJson json_field(const std::string& out, const std::string& name) {
  const OrderedJson j = parse_output(out);
  const OrderedJson* f = find_field(j, name);
  return f ? *f : OrderedJson(nullptr);
}

// The first number `name` in the JSON of `out` (a number written as a string, such as a
// 64-bit digest, counts too); -1 and a test failure when there is none.
inline double json_number(const std::string& out, const std::string& name) {
  const OrderedJson j = parse_output(out);
  const OrderedJson* f = find_field(j, name);
  if (f && f->is_number()) return f->get<double>();
  if (f && f->is_string()) {
    try {
      return std::stod(f->get<std::string>());
    } catch (const std::exception&) {
    }
  }
  ADD_FAILURE() << "no number " << name << " in " << out;
  return -1;
}

// The first boolean `name` in the JSON of `out`; false (and a test failure) when none.
inline bool json_flag(const std::string& out, const std::string& name) {
  const OrderedJson j = parse_output(out);
  const OrderedJson* f = find_field(j, name);
  if (f && f->is_boolean()) return f->get<bool>();
  ADD_FAILURE() << "no boolean " << name << " in " << out;
  return false;
}

// The JSON of `out` as text less, in every result object (the value itself or the elements
// of an array), the fields that measure the machine (wall and elaboration seconds, peak
// RSS) and those named in `also`: what two runs of the same configuration must give alike.
inline std::string json_without(const std::string& out, std::initializer_list<const char*> also = {}) {
  OrderedJson j = parse_output(out);
  const auto strip = [&](OrderedJson& o) {
    if (!o.is_object()) return;
    for (const char* k : {"wall_seconds", "elab_seconds", "peak_rss_kb"}) o.erase(k);
    for (const char* k : also) o.erase(k);
  };
  if (j.is_array()) {
    for (auto& e : j) strip(e);
  } else {
    strip(j);
  }
  return j.dump(1);
}

}  // namespace doar::test
