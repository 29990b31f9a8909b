#include "muster/reports/PdfToUnicode.h"

#include <fmt/format.h>
#include <zlib.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

#include "muster/reports/PdfError.h"

namespace muster::reports {

namespace {

std::string inflate(std::string_view data) {
    z_stream z{};
    if (inflateInit(&z) != Z_OK) throw PdfError("rewriting the ToUnicode maps: zlib cannot start");
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    z.avail_in = static_cast<uInt>(data.size());
    std::string out;
    char buffer[16384];
    int status = Z_OK;
    while (status == Z_OK) {
        z.next_out = reinterpret_cast<Bytef*>(buffer);
        z.avail_out = sizeof buffer;
        status = ::inflate(&z, Z_NO_FLUSH);
        out.append(buffer, sizeof buffer - z.avail_out);
    }
    inflateEnd(&z);
    if (status != Z_STREAM_END) return {};  // not a whole zlib stream: leave the object alone
    return out;
}

std::string deflate(const std::string& data) {
    uLongf size = compressBound(static_cast<uLong>(data.size()));
    std::string out(size, '\0');
    if (compress2(reinterpret_cast<Bytef*>(out.data()), &size, reinterpret_cast<const Bytef*>(data.data()),
                  static_cast<uLong>(data.size()), Z_BEST_COMPRESSION) != Z_OK) {
        throw PdfError("rewriting the ToUnicode maps: zlib cannot compress");
    }
    out.resize(size);
    return out;
}

// "N 0 obj" at `offset`: the object's number, or -1.
long objectNumberAt(const std::string& pdf, std::size_t offset) {
    long number = -1;
    int used = 0;
    if (std::sscanf(pdf.c_str() + offset, "%ld 0 obj%n", &number, &used) == 1 && used > 0) return number;
    return -1;
}

struct Edit {
    std::size_t from;
    std::size_t to;  // exclusive
    std::string replacement;
};

}  // namespace

std::string PdfToUnicode::identityMap() {
    std::string map =
        "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
        "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
        "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
        "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n";
    for (int block = 0; block < 256; block += 100) {
        const int count = std::min(100, 256 - block);
        map += fmt::format("{} beginbfrange\n", count);
        for (int high = block; high < block + count; ++high)
            map += fmt::format("<{0:02X}00> <{0:02X}FF> <{0:02X}00>\n", high);
        map += "endbfrange\n";
    }
    return map + "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n";
}

std::string PdfToUnicode::repair(std::string pdf) {
    // The cross-reference table: "xref\n0 N\n" and N entries of 20 bytes.
    const auto startxref = pdf.rfind("startxref");
    if (startxref == std::string::npos) throw PdfError("rewriting the ToUnicode maps: no startxref");
    const std::size_t xref = std::strtoul(pdf.c_str() + startxref + 9, nullptr, 10);
    long first = 0;
    long count = 0;
    int used = 0;
    if (xref >= pdf.size() || std::sscanf(pdf.c_str() + xref, "xref %ld %ld%n", &first, &count, &used) != 2 ||
        first != 0 || count <= 0) {
        throw PdfError("rewriting the ToUnicode maps: no cross-reference table where startxref says");
    }
    std::size_t entries = xref + static_cast<std::size_t>(used);
    while (entries < pdf.size() && (pdf[entries] == '\n' || pdf[entries] == '\r')) ++entries;
    if (entries + static_cast<std::size_t>(count) * 20 > pdf.size()) {
        throw PdfError("rewriting the ToUnicode maps: the cross-reference table is cut short");
    }
    std::map<long, std::size_t> offsets;  // object number -> offset
    for (long i = 1; i < count; ++i) {
        const std::size_t entry = entries + static_cast<std::size_t>(i) * 20;
        if (pdf[entry + 17] == 'n') offsets[i] = std::strtoul(pdf.c_str() + entry, nullptr, 10);
    }

    std::vector<Edit> edits;
    const std::string map = deflate(identityMap());
    std::size_t search = 0;
    std::vector<long> done;
    while ((search = pdf.find("/ToUnicode ", search)) != std::string::npos) {
        search += 11;
        const long number = std::strtol(pdf.c_str() + search, nullptr, 10);
        if (std::find(done.begin(), done.end(), number) != done.end() || !offsets.contains(number)) continue;
        done.push_back(number);
        const std::size_t at = offsets[number];
        if (objectNumberAt(pdf, at) != number)
            throw PdfError("rewriting the ToUnicode maps: an object is not where the table says");
        const auto streamWord = pdf.find("stream", at);
        const auto lengthKey = pdf.find("/Length ", at);
        if (streamWord == std::string::npos || lengthKey == std::string::npos || lengthKey > streamWord) continue;
        std::size_t data = streamWord + 6;
        if (pdf.compare(data, 2, "\r\n") == 0) {
            data += 2;
        } else if (pdf[data] == '\n') {
            data += 1;
        }
        // The length: a number in the dictionary, or an indirect object "M 0 R" holding it.
        long lengthObject = -1;
        long generation = -1;
        Edit lengthEdit;
        std::size_t length = 0;
        if (std::sscanf(pdf.c_str() + lengthKey + 8, "%ld %ld R", &lengthObject, &generation) == 2 &&
            offsets.contains(lengthObject)) {
            const std::size_t body = pdf.find("obj", offsets[lengthObject]) + 3;
            const std::size_t bodyEnd = pdf.find("endobj", body);
            if (body < 3 || bodyEnd == std::string::npos) continue;
            length = std::strtoul(pdf.c_str() + body, nullptr, 10);
            lengthEdit = {body, bodyEnd, "\n" + std::to_string(map.size()) + "\n"};
        } else {
            const std::size_t digits = lengthKey + 8;
            std::size_t digitsEnd = digits;
            while (digitsEnd < pdf.size() && pdf[digitsEnd] >= '0' && pdf[digitsEnd] <= '9') ++digitsEnd;
            length = std::strtoul(pdf.c_str() + digits, nullptr, 10);
            lengthEdit = {digits, digitsEnd, std::to_string(map.size())};
        }
        if (data + length > pdf.size()) continue;
        const std::string old = inflate(std::string_view(pdf).substr(data, length));
        if (old.find("begincidrange") == std::string::npos) continue;  // a map written right: keep it
        edits.push_back({data, data + length, map});
        edits.push_back(lengthEdit);
    }
    if (edits.empty()) return pdf;
    std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.from < b.from; });

    // Apply the edits; an offset moves by what the edits before it added or removed.
    auto moved = [&](std::size_t offset) {
        long long shift = 0;
        for (const auto& e : edits) {
            if (e.to <= offset)
                shift += static_cast<long long>(e.replacement.size()) - static_cast<long long>(e.to - e.from);
        }
        return static_cast<std::size_t>(static_cast<long long>(offset) + shift);
    };
    std::string out;
    out.reserve(pdf.size() + map.size() * edits.size());
    std::size_t copied = 0;
    for (const auto& e : edits) {
        out.append(pdf, copied, e.from - copied);
        out += e.replacement;
        copied = e.to;
    }
    out.append(pdf, copied, std::string::npos);
    const std::size_t newEntries = moved(entries);
    for (const auto& [number, offset] : offsets) {
        const std::string field = fmt::format("{:010}", moved(offset));
        out.replace(newEntries + static_cast<std::size_t>(number) * 20, 10, field);
    }
    const std::size_t newStartxref = out.rfind("startxref");
    const std::size_t valueAt = newStartxref + 10;
    const std::size_t valueEnd = out.find_first_of("\r\n", valueAt);
    out.replace(valueAt, valueEnd - valueAt, std::to_string(moved(xref)));
    return out;
}

}  // namespace muster::reports
